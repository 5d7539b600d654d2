#define _GNU_SOURCE
#include "terminal_rescue.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int fatal_signals[] = {SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT};
static const char *const fatal_names[] = {"SIGILL", "SIGSEGV", "SIGBUS", "SIGFPE",
                                          "SIGABRT", "SIGTRAP", "SIGSYS", "SIGQUIT"};
#define FATAL_COUNT (sizeof(fatal_signals) / sizeof(fatal_signals[0]))

/// The other signals whose default action ends the process (SIGTERM, SIGHUP and SIGINT aside: the app
/// handles those itself). `kill -USR1`, an alarm, a CPU or file-size limit ended the full screen with the
/// terminal left raw, on the alternate screen, with the mouse reported. Caught only while their action is
/// the default: one a parent set to be ignored stays ignored.
static const int ending_signals[] = {SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
                                     SIGXCPU, SIGXFSZ, SIGPOLL, SIGPWR,    SIGSTKFLT};
static const char *const ending_names[] = {"SIGUSR1", "SIGUSR2", "SIGALRM", "SIGVTALRM", "SIGPROF", "SIGXCPU",
                                           "SIGXFSZ", "SIGIO",   "SIGPWR",  "SIGSTKFLT"};
#define ENDING_COUNT (sizeof(ending_signals) / sizeof(ending_signals[0]))
/// Which signals this rescue set a handler for (the real-time ones too, up to 64), so that disarming puts
/// back only those.
#define SIGNAL_LIMIT 65
static volatile sig_atomic_t rescue_caught[SIGNAL_LIMIT];

static char rescue_bytes[1024];
static size_t rescue_length;
static int rescue_fd = -1;
static struct termios rescue_modes;
static int rescue_has_modes;
/// 1 while the terminal is ours to restore; the first fatal signal takes it (a second one, on another
/// thread or while restoring, only dies).
static volatile sig_atomic_t rescue_armed;
/// An alternate stack for the thread that armed the rescue, so that a stack overflow there can still be
/// handled (other threads have none: they die of it without the rescue).
static void *rescue_stack;

static void write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t n = write(fd, bytes, length);
    if (n > 0) {
      bytes += n;
      length -= (size_t)n;
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      return;
    }
  }
}

static void rescue_handler(int sig) {
  if (rescue_armed) {
    rescue_armed = 0;
    write_all(rescue_fd, rescue_bytes, rescue_length);
    if (rescue_has_modes) tcsetattr(rescue_fd, TCSANOW, &rescue_modes);
    const char *name = NULL;
    for (size_t i = 0; i < FATAL_COUNT; i++)
      if (fatal_signals[i] == sig) name = fatal_names[i];
    for (size_t i = 0; i < ENDING_COUNT; i++)
      if (ending_signals[i] == sig) name = ending_names[i];
    // A real-time signal: SIGRTMIN+n, written without the C library's formatting (not async-signal-safe).
    char realtime[16] = "SIGRTMIN+";
    if (name == NULL && sig >= SIGRTMIN) {
      int offset = sig - SIGRTMIN;
      size_t at = strlen(realtime);
      if (offset >= 10) realtime[at++] = (char)('0' + offset / 10);
      realtime[at++] = (char)('0' + offset % 10);
      realtime[at] = 0;
      name = realtime;
    }
    if (name == NULL) name = "a fatal signal";
    static const char before[] = "push-settings: stopped by ";
    static const char after[] = "; the terminal was restored\n";
    write_all(STDERR_FILENO, before, sizeof(before) - 1);
    write_all(STDERR_FILENO, name, strlen(name));
    write_all(STDERR_FILENO, after, sizeof(after) - 1);
  }
  // Die of the same signal, as if nothing had caught it: the parent (a shell, a test) sees the real cause.
  signal(sig, SIG_DFL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, sig);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  raise(sig);
}

/// Catches `sig` with `action` if its action is the default (it would end the process); one ignored, or
/// handled by someone else, is left as it is.
static void catch_if_default(int sig, const struct sigaction *action) {
  if (rescue_caught[sig]) return;  // Armed again (the modes after the frames): ours already.
  struct sigaction current;
  if (sigaction(sig, NULL, &current) != 0 || current.sa_handler != SIG_DFL) return;
  if (sigaction(sig, action, NULL) == 0) rescue_caught[sig] = 1;
}

int terminal_rescue_arm(int fd, const char *bytes, size_t length) {
  if (length > sizeof(rescue_bytes)) return -1;
  rescue_armed = 0;
  if (length > 0) memcpy(rescue_bytes, bytes, length);
  rescue_length = length;
  rescue_fd = fd;
  rescue_has_modes = tcgetattr(fd, &rescue_modes) == 0;
  if (rescue_stack == NULL) {
    size_t size = 64 * 1024;
    rescue_stack = malloc(size);
    if (rescue_stack != NULL) {
      stack_t stack = {.ss_sp = rescue_stack, .ss_size = size, .ss_flags = 0};
      sigaltstack(&stack, NULL);
    }
  }
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = rescue_handler;
  action.sa_flags = SA_ONSTACK;
  sigfillset(&action.sa_mask);  // Nothing else runs on this thread while the terminal is put back.
  rescue_armed = 1;
  for (size_t i = 0; i < FATAL_COUNT; i++) {
    sigaction(fatal_signals[i], &action, NULL);
    rescue_caught[fatal_signals[i]] = 1;
  }
  for (size_t i = 0; i < ENDING_COUNT; i++) catch_if_default(ending_signals[i], &action);
  for (int sig = SIGRTMIN; sig <= SIGRTMAX && sig < SIGNAL_LIMIT; sig++) catch_if_default(sig, &action);
  return 0;
}

void terminal_rescue_disarm(void) {
  rescue_armed = 0;
  for (int sig = 1; sig < SIGNAL_LIMIT; sig++) {
    if (!rescue_caught[sig]) continue;
    rescue_caught[sig] = 0;
    signal(sig, SIG_DFL);
  }
}
