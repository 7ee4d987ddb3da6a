export {
  ChannelClient,
  type ChannelClientOptions,
  connectionLostMessage,
  timedOutMessage,
} from './transport/channel-client.js';
export { type RunOptions, type TxnClient, TxnFailure, type TxnResult } from './transport/txn-client.js';
