/** HomeScreen: placeholder until the screen lands. */
export default function HomeScreen() {
  return <p>HomeScreen</p>;
}
