/** GamesScreen: placeholder until the screen lands. */
export default function GamesScreen() {
  return <p>GamesScreen</p>;
}
