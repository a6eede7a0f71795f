/** EditGameScreen: placeholder until the screen lands. */
export default function EditGameScreen() {
  return <p>EditGameScreen</p>;
}
