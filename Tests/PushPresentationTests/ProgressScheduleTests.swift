import PushPresentation
import Testing

@Suite struct ProgressScheduleTests {
  @Test func tick_saysOnceAfterTwoSeconds_thenAtMostEveryTen_andStartsOverWhenIdle() {
    var schedule = ProgressSchedule()
    var said: [Int] = []
    for now in stride(from: 0, through: 25_000, by: 100) where schedule.tick(now: now, waiting: "Still") != nil {
      said.append(now)
    }
    #expect(said == [2_000, 12_000, 22_000])
    #expect(schedule.tick(now: 25_100, waiting: nil) == nil)
    #expect(schedule.tick(now: 25_200, waiting: "Still") == nil, "a new wait starts its own two seconds")
    #expect(schedule.tick(now: 27_200, waiting: "Still") == "Still")
  }
}
