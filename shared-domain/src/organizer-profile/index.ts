// Entry of the organizer's own profile editing (issue 23: the public contact), published as its own package
// entry ('shared-domain/organizer-profile'): only the admin dashboard edits it, and the package entry is the
// shared bundle every page loads (the login's included).
export * from './contact-email';
