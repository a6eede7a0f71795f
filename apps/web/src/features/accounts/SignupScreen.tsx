/** SignupScreen: placeholder until the screen lands. */
export default function SignupScreen() {
  return <p>SignupScreen</p>;
}
