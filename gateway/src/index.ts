// Package entry: the gateway as a module (the CLI is main.ts).
export { startGateway, type RunningGateway, type GatewayOptions } from './server';
export { ConfigError } from './config';
