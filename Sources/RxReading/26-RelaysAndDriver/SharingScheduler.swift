/// The scheduler `Driver` and `Signal` deliver on: `MainScheduler` in an app, a test's scheduler
/// inside `mock`.
///
/// Both strategies read `make()` when a sequence is *built* (`asDriver`, `Driver.just`,
/// `throttle`...), not when it is subscribed. So a test builds its view model inside `mock`, and
/// everything built there runs on the test's scheduler, also after `mock` returns.
// region: SharingScheduler
public enum SharingScheduler {
    private static let lock = RecursiveLock()
    // Guarded by `lock`: read and written only inside `performLocked`. RxSwift keeps a plain
    // static var; one test's `mock` racing another thread's `asDriver` would be a data race.
    nonisolated(unsafe) private static var makeScheduler: () -> SchedulerType = { MainScheduler() }

    /// Makes the scheduler that sequences built now deliver on. By default a new `MainScheduler`
    /// each time (each with its own count of waiting work, chapter 11), as in RxSwift.
    public static var make: () -> SchedulerType {
        lock.performLocked { makeScheduler }
    }

    /// Runs `action` with `scheduler` in place of the main scheduler for every `Driver` and
    /// `Signal` built during it; for tests, never for release builds. The previous scheduler is
    /// back when `action` returns or throws.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that sequences built during `action` deliver on.
    ///   - action: Builds (and may run) the sequences under test.
    /// - Throws: What `action` throws.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try swapped(for: { scheduler }, action: action)
    }

    // endregion: SharingScheduler

    // region: mockMakeScheduler
    /// Runs `action` with `makeScheduler` in place of `make` for every `Driver` and `Signal`
    /// built during it; for tests, never for release builds. The previous `make` is back when
    /// `action` returns or throws.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each sequence built during `action`.
    ///   - action: Builds (and may run) the sequences under test.
    /// - Throws: What `action` throws.
    @available(swift, obsoleted: 6)
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        try swapped(for: makeScheduler, action: action)
    }

    /// Runs `action` with `makeScheduler` in place of `make` for every `Driver` and `Signal`
    /// built during it; for tests, never for release builds. The previous `make` is back when
    /// `action` returns or throws.
    ///
    /// The Swift 6 form: `makeScheduler` is called on whatever thread builds a sequence during
    /// `action`, so it must be `@Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each sequence built during `action`.
    ///   - action: Builds (and may run) the sequences under test.
    /// - Throws: What `action` throws.
    @available(swift, introduced: 6)
    public static func mock(makeScheduler: @escaping @Sendable () -> SchedulerType,
                            action: () throws -> Void) rethrows {
        try swapped(for: makeScheduler, action: action)
    }

    // endregion: mockMakeScheduler

    // region: SharingSchedulerSwap
    /// Puts `replacement` in place for the length of `action`, and the previous one back after
    /// it, also when it throws. Nested mocks restore in order.
    private static func swapped(for replacement: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = lock.performLocked {
            let original = makeScheduler
            makeScheduler = replacement
            return original
        }
        defer {
            lock.performLocked { makeScheduler = original }
        }
        try action()
    }
}
// endregion: SharingSchedulerSwap
