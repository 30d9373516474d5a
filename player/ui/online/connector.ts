// The real server behind the online client's Connector: colyseus.js at this page's own origin (the page's
// policy allows `connect-src 'self'` only where `serve` gave the page). Only the online part imports it,
// so the page's own script carries no colyseus.js.
import { Client, type Room } from "colyseus.js";
import type { Connector, RoomLike } from "../client/online-room";

const wrap = (room: Room): RoomLike => ({
  // Read when kept: the token is the room's, set as it joined.
  get reconnectionToken() {
    return room.reconnectionToken;
  },
  onMessage: (type, callback) => void room.onMessage(type, callback),
  onLeave: (callback) => room.onLeave(callback),
  send: (type, message) => room.send(type, message),
  leave: (consented) => room.leave(consented),
});

export function serverConnector(origin: string = location.origin): Connector {
  const client = new Client(origin);
  return {
    joinOrCreate: (name, options) => client.joinOrCreate(name, options).then(wrap),
    reconnect: (token) => client.reconnect(token).then(wrap),
  };
}
