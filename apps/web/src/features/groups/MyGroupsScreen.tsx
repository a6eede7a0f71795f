/** MyGroupsScreen: placeholder until the screen lands. */
export default function MyGroupsScreen() {
  return <p>MyGroupsScreen</p>;
}
