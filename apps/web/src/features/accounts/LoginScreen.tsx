/** LoginScreen: placeholder until the screen lands. */
export default function LoginScreen() {
  return <p>LoginScreen</p>;
}
