import { options } from 'preact';

// Preact runs effects after the next animation frame, through requestAnimationFrame and
// cancelAnimationFrame read at call time. jsdom paints nothing, and a frame still pending when a test
// file ends fired after jsdom had removed those globals (an uncaught ReferenceError). Effects run after a
// task here instead, as Preact itself does where there is no requestAnimationFrame.
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};
