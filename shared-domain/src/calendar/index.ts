// Entry of the calendar concept (issue 13): where the feeds are and how to subscribe to them.
export * from './calendar-links';
