/** AddMemberScreen: placeholder until the screen lands. */
export default function AddMemberScreen() {
  return <p>AddMemberScreen</p>;
}
