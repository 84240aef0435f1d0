#if CH12
/// A point on a `TestScheduler`'s clock, in ticks.
public typealias TestTime = Int
#endif
