// The server's one clock type. Services and routes take "now" from it, so a test can hold or move time;
// in the running app it is the system clock.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
