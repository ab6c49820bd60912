// What other features use of the auth feature: the profile page's photo upload, its notices and the
// photo's validation. The sign-in state itself is lib/auth; the app shell's part is routes.ts.
export { uploadImage } from './api/upload-image';
export { notices } from './notices';
export { IMAGE_TYPES, photoSchema } from './schemas';
