import { z } from 'zod';
import { ROLES } from './constants/enums';

export const roleSchema = z.enum(ROLES);
