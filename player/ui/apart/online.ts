// Online play (the lobby, the invitations, a game joined on the server, and colyseus.js under them), kept
// out of the page's own script in the one-file build (tools/vite/apart.ts): only a page that plays online
// runs it, and a page opened from a file never does.
export { OnlineApp } from "../online/OnlineApp";
