/** CreateGameScreen: placeholder until the screen lands. */
export default function CreateGameScreen() {
  return <p>CreateGameScreen</p>;
}
