// `@counsel/kit/nats`: the NATS JetStream bus. Loads the NATS client; import it only in distributed mode
// (bus-from-env imports it on demand when NATS_URL is set).
export * from '../bus/nats-bus.js';
