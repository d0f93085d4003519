export * from './envelope.ts';
export * from './files.ts';
export * from './locations.ts';
export * from './meeting-room.ts';
export * from './people.ts';
export * from './route-definition.ts';
export * from './routes.ts';
export * from './time.ts';
