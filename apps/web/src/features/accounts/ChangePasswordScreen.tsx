/** ChangePasswordScreen: placeholder until the screen lands. */
export default function ChangePasswordScreen() {
  return <p>ChangePasswordScreen</p>;
}
