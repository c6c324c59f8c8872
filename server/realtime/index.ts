/**
 * The real-time hubs: the SignalR JSON hub protocol over WebSocket at /HaremHub and /PhoneHub.
 * Usable on any Node HTTP server without the database (docs/server.md, "Hubs").
 */
export { attachHubs, HubPath, HaremHubEvent, type Hubs, type AttachHubsOptions } from './hubs';
export { SINGLE_PROCESS_BUS, type ReplicaBus, type ReplicaMessage } from './replica-bus';
export {
  PhoneHubEvent,
  type PhoneHub,
  type NewRequestMessage,
  type PresenceMessage,
} from './phone-hub-endpoint';
export type { Hub, HubMethod } from './hub-endpoint';
export { HubAudience, type HubIdentity, type VerifyHubToken } from './hub-identity';
export { DEFAULT_HUB_LIMITS, DEFAULT_HUB_TIMING, type HubLimits, type HubTiming } from './hub-timing';
