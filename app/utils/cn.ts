import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Callers add classes that extend a component's own rather than
 * override them (a class-conflict resolver would cost ~9 KiB of script on every page).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
