import PushCore
import PushSimulation
import Synchronization
import Testing

/// What ended, in order (a class: a Mutex cannot be captured by a task).
final class Ended: Sendable {
  private let list = Locked<[Int]>([])
  func append(_ ms: Int) { list.withLock { $0.append(ms) } }
  var all: [Int] { list.withLock { $0 } }
}

/// A count a task can change.
final class Count: Sendable {
  private let value = Locked(0)
  func add() { value.withLock { $0 += 1 } }
  var now: Int { value.withLock { $0 } }
}

@Suite struct HeldClockTests {
  /// Starts a sleep as its own task and returns once the clock counts it as waiting (no guessing how long
  /// a task takes to start).
  static func sleeper(_ clock: HeldClock, _ ms: Int, done: Ended, waitingBefore: Int) async -> Task<Void, Never> {
    let task = Task {
      await clock.sleep(ms)
      done.append(ms)
    }
    while clock.pending <= waitingBefore { await Task.yield() }
    return task
  }

  @Test func paused_timeStandsStill_andNothingEnds_untilAStepRunsToTheFirstDue() async {
    let clock = HeldClock(startMs: 1_000, paused: true)
    let done = Ended()
    let short = await Self.sleeper(clock, 150, done: done, waitingBefore: 0)
    let long = await Self.sleeper(clock, 4_000, done: done, waitingBefore: 1)
    #expect(clock.nowMs == 1_000)
    #expect(clock.pending == 2 && done.all.isEmpty, "both wait while paused")

    #expect(await clock.step() == .advanced(ms: 150, count: 1))
    await short.value
    #expect(clock.nowMs == 1_150)
    #expect(done.all == [150])
    #expect(clock.pending == 1, "the banner's four seconds still wait")
    #expect(clock.isPaused, "a step holds again")

    #expect(await clock.step() == .advanced(ms: 3_850, count: 1))
    await long.value
    #expect(clock.nowMs == 5_000)
    #expect(await clock.step() == .nothingWaiting)
  }

  @Test func heldWork_isTheFirstStep_andRunsWhenResumed() async {
    let clock = HeldClock(paused: true)
    let ran = Count()
    await clock.hold { ran.add() }
    #expect(ran.now == 0 && clock.pending == 1)
    #expect(await clock.step() == .released(count: 1))
    #expect(ran.now == 1)

    await clock.hold { ran.add() }
    await clock.resume()
    #expect(ran.now == 2, "resuming lets it go on")
    await clock.hold { ran.add() }
    #expect(ran.now == 3, "while running nothing is held")
  }

  @Test func resumed_aSleepEndsInRealTime_fromWhereItWas() async {
    let clock = HeldClock(paused: true)
    let done = Ended()
    let task = await Self.sleeper(clock, 40, done: done, waitingBefore: 0)
    let start = ContinuousClock.now
    await clock.resume()
    await task.value
    #expect(ContinuousClock.now - start >= .milliseconds(39))
    #expect(clock.nowMs >= 40)
  }

  @Test func aCancelledSleep_endsAtOnce_evenWhilePaused() async {
    let clock = HeldClock(paused: true)
    let done = Ended()
    let task = await Self.sleeper(clock, 60_000, done: done, waitingBefore: 0)
    task.cancel()
    await task.value
    #expect(clock.pending == 0)
    #expect(await clock.step() == .nothingWaiting)
  }

  @Test func pause_stopsTheTime_aRunningSleepWaitsUntilAStep() async {
    let clock = HeldClock()
    let done = Ended()
    // Long enough never to end by itself, however slow the machine.
    let task = await Self.sleeper(clock, 600_000, done: done, waitingBefore: 0)
    clock.pause()
    let held = clock.nowMs
    await Task.yield()
    #expect(clock.nowMs == held, "paused: no time passes")
    #expect(done.all.isEmpty)
    guard case .advanced(let ms, 1) = await clock.step() else {
      Issue.record("the step did not end the one sleep")
      return
    }
    #expect(ms > 0 && held + ms >= 600_000, "the step runs to the sleep's end")
    await task.value
    #expect(done.all == [600_000])
  }

  @Test func switchableTime_isVirtualUntilLive_thenHeldWhereItWas() async {
    let time = SwitchableTime()
    await time.client.sleep(500)
    #expect(time.client.nowMs() == 500, "virtual: a sleep moves the clock at once")
    let clock = time.goLive(paused: true)
    #expect(time.goLive() === clock, "once")
    #expect(time.client.nowMs() == 500)
    let slept = Task { await time.client.sleep(300) }
    while clock.pending == 0 { await Task.yield() }
    #expect(await clock.step() == .advanced(ms: 300, count: 1))
    await slept.value
    #expect(time.client.nowMs() == 800)
  }
}
