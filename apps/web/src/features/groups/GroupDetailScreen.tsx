/** GroupDetailScreen: placeholder until the screen lands. */
export default function GroupDetailScreen() {
  return <p>GroupDetailScreen</p>;
}
