/** ViewGamesScreen: placeholder until the screen lands. */
export default function ViewGamesScreen() {
  return <p>ViewGamesScreen</p>;
}
