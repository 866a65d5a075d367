// Standalone development entry; the shell loads `./screens` through federation instead.
import('./standalone');
