/** ProfileScreen: placeholder until the screen lands. */
export default function ProfileScreen() {
  return <p>ProfileScreen</p>;
}
