import Foundation

/// The `.rx` namespace: a wrapper around a base value that reactive extensions are written on,
/// as `extension Reactive where Base: SomeType { ... }`, so they do not crowd the base type's
/// own members.
///
/// A writable property of a class reached through `.rx` (`object.rx.title`) is a `Binder` that
/// sets it, made by `@dynamicMemberLookup`. It is `Sendable` when `Base` is, where RxSwift
/// 6.5's `Reactive` does not declare `Sendable`.
// region: Reactive
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions work on.
    public let base: Base

    /// Wraps `base`.
    ///
    /// - Parameter base: The value the extensions work on.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of `base`, on the main scheduler.
    ///
    /// - Parameter keyPath: The writable property to set.
    /// - Returns: A binder that holds `base` weakly and sets the property with each element.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
        where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

extension Reactive: Sendable where Base: Sendable {}

/// A type with a `.rx` namespace: conform to it, and extend `Reactive where Base: YourType`.
public protocol ReactiveCompatible {
    /// The type `Reactive` wraps: the conforming type.
    associatedtype ReactiveBase

    /// The namespace of static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace of reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace of static reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Settable so that an extension may be `mutating` through `.rx`; there is nothing to set.
        set {}
    }

    /// The namespace of reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

/// Every Foundation object has `.rx`, as in RxSwift 6.5 (Foundation's `NSObject` exists on Linux).
extension NSObject: ReactiveCompatible {}
// endregion: Reactive
