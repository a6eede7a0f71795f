/** GameDetailScreen: placeholder until the screen lands. */
export default function GameDetailScreen() {
  return <p>GameDetailScreen</p>;
}
