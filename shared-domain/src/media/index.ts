// Entry of the media concept: its public names.
export * from './image-compression';
export * from './image-keys';
export * from './image-signature';
export * from './image-upload';
