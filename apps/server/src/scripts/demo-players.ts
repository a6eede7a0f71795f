/**
 * The demo club's 14 players, [name, surname], the first two its group admins (README "Run it":
 * `npm run seed:demo`). A module of its own, importing nothing, so that the screenshot capture
 * (e2e/screenshots) builds the same club through the API without loading the server.
 */
export const DEMO_PLAYERS: readonly (readonly [name: string, surname: string])[] = [
  ['Thabo', 'Nkosi'],
  ['Sarah', 'Mitchell'],
  ['Liam', "O'Connor"],
  ['Aisha', 'Patel'],
  ['Kwame', 'Mensah'],
  ['Emma', 'van der Merwe'],
  ['Diego', 'Fernández'],
  ['Priya', 'Naidoo'],
  ['Jonas', 'Becker'],
  ['Zanele', 'Dlamini'],
  ['Tom', 'Hughes'],
  ['Mia', 'Rossi'],
  ['Sipho', 'Khumalo'],
  ['Hannah', 'Clarke'],
];
