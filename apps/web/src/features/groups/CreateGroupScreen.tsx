/** CreateGroupScreen: placeholder until the screen lands. */
export default function CreateGroupScreen() {
  return <p>CreateGroupScreen</p>;
}
