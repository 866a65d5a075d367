// Entry of the calendar-feeds concept (issue 13): matches as iCalendar events in UTC, and the feeds.
// Published as its own package entry, 'shared-domain/calendar-feeds': only the gateway writes feeds, so
// these rules and their time-zone library stay out of the browser's shared shared-domain bundle.
export * from './calendar-event';
export * from './calendar-feeds';
export * from './event-time';
