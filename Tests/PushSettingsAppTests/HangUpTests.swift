import Foundation
import Testing

/// The terminal goes away without a SIGHUP reaching the app (a wrapper owns the session and keeps the
/// signal): the app must notice the dead terminal and end, not spin on reads that fail at once.
@Suite(.serialized) struct HangUpTests {
  @Test func fullScreen_terminalClosedWithoutSIGHUP_exitsInsteadOfSpinning() throws {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(master >= 0)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    // TIOCSPTLCK and TIOCGPTN (Linux, asm-generic/ioctls.h): unlock the pair, then ask its number.
    try #require(ioctl(master, 0x4004_5431, &unlock) == 0 && ioctl(master, 0x8004_5430, &number) == 0)
    let slavePath = "/dev/pts/\(number)"
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    // The pty is the app's standard input and output but not its controlling terminal (O_NOCTTY, same
    // session as the tests), so closing the other end sends it no signal at all.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, slavePath, O_RDWR | O_NOCTTY, 0) }
    posix_spawn_file_actions_addclose(&actions, master)
    let argv: [String] = [
      EndToEndTests.binary, "--state", "push-on", "--state-file", EndToEndTests.tempPath("hangup.json"),
    ]
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for arg in cArgs { free(arg) } }
    let environment: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    var cEnv = environment.map { strdup($0) } + [nil]
    defer { for entry in cEnv { free(entry) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, argv[0], &actions, nil, &cArgs, &cEnv) == 0)

    // Wait for the first frame.
    var seen = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<200 where !String(decoding: seen, as: UTF8.self).contains("q quit") {
      var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&entry, 1, 50) > 0 {
        let n = read(master, &buffer, buffer.count)
        if n > 0 { seen += buffer[0..<n] }
      }
    }
    #expect(String(decoding: seen, as: UTF8.self).contains("q quit"), "the full screen started")

    close(master)
    var status: Int32 = 0
    var exited = false
    for _ in 0..<100 {
      if waitpid(pid, &status, WNOHANG) == pid {
        exited = true
        break
      }
      usleep(50_000)
    }
    if !exited {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    #expect(exited, "still running 5 s after its terminal closed")
    #expect(exited && (status >> 8) & 0xFF == 128 + SIGHUP, "ends as a hang-up would")
  }
}
