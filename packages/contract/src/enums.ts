import { z } from 'zod';
import { ACCOUNT_TYPES, BRANDS, CONDITIONS, CURRENCIES, LOCATIONS, ROLES } from './constants/enums';

export const locationSchema = z.enum(LOCATIONS);
export const brandSchema = z.enum(BRANDS);
export const conditionSchema = z.enum(CONDITIONS);
export const roleSchema = z.enum(ROLES);
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const currencySchema = z.enum(CURRENCIES);
