// Puts the terminal back when the process dies of a fatal signal (a trap, a bad address), which no Swift
// code may do: a signal handler can only call async-signal-safe functions, so the handler is C and its
// bytes and modes are made ready before it can run.
#ifndef PUSH_SETTINGS_TERMINAL_RESCUE_H
#define PUSH_SETTINGS_TERMINAL_RESCUE_H
#include <stddef.h>

/// Remembers `length` bytes (at most 1024; the sequences that leave the full screen) and the terminal
/// modes of `fd` as they are now (the shell's), then catches SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
/// SIGTRAP, SIGSYS and SIGQUIT, and every other signal whose default action ends the process while that
/// action is still the default (SIGUSR1, SIGALRM, SIGXCPU, the real-time signals…). When one arrives, the
/// handler writes the bytes to `fd`, sets the modes back, writes a line naming the signal, and dies of the
/// same signal with its default action. Returns 0, or -1 when the bytes do not fit.
int terminal_rescue_arm(int fd, const char *bytes, size_t length);

/// The terminal was restored the normal way: the signals get their default actions back.
void terminal_rescue_disarm(void);

#endif
