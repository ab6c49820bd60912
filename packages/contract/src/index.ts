export * from './catalog';
export * from './common';
export * from './constants';
export * from './enums';
export * from './media';
export * from './products';
