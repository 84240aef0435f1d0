import Foundation
import RxReading

// The view, without UIKit: a text field and two buttons that offer what UIKit's offer through
// RxCocoa (`rx.text`, a `ControlProperty`; `rx.tap`, a `ControlEvent`), and a screen whose
// `.rx` binders draw the view model's outputs by appending lines to a log. Notice that the
// screen owns the one `DisposeBag` that matters: leaving the screen (`leave()`) drops it and the
// view model, and with them the request in flight.

/// A text field: its text, set by `type(_:)`, and `rx.text` as UIKit's reads.
public final class TextField: ReactiveCompatible {
    fileprivate let textChanges = BehaviorSubject<String?>(value: "")

    public init() {}

    /// What the user has typed so far (each call is one keystroke's new text).
    public func type(_ text: String) {
        textChanges.onNext(text)
    }
}

extension Reactive where Base: TextField {
    /// The text, at once and after every change; binding to it sets the text.
    public var text: ControlProperty<String?> {
        ControlProperty(values: base.textChanges.asObservable(), valueSink: Binder(base) { field, text in
            field.textChanges.onNext(text)
        })
    }
}

/// A button: `tap()` presses it, `rx.tap` is its presses.
public final class Button: ReactiveCompatible {
    fileprivate let taps = PublishSubject<Void>()

    public init() {}

    public func tap() {
        taps.onNext(())
    }
}

extension Reactive where Base: Button {
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps.asObservable())
    }
}

/// The search screen: its controls, its view model while it is shown, and what it draws.
public final class SearchScreen: ReactiveCompatible {
    public let searchField = TextField()
    public let refreshButton = Button()
    public let loadMoreButton = Button()

    /// What the screen has drawn, one line per change ("rows: ...", "spinner on", ...).
    public private(set) var drawn: [String] = []
    /// Called with each line as it is drawn.
    public var onDraw: ((String) -> Void)?

    public private(set) var viewModel: SearchViewModel?
    private var disposeBag = DisposeBag()

    public init() {}

    // region: show
    /// Makes the view model and binds it: inputs in, outputs to this screen's binders.
    public func show(client: RepositorySearching) {
        let viewModel = SearchViewModel(input: .init(
            query: searchField.rx.text,
            refresh: refreshButton.rx.tap,
            loadMore: loadMoreButton.rx.tap
        ), client: client)

        viewModel.repositories
            .drive(rx.rows)
            .disposed(by: disposeBag)
        viewModel.isLoading
            .drive(rx.isSpinning)
            .disposed(by: disposeBag)
        viewModel.errorMessage
            .drive(rx.errorBanner)
            .disposed(by: disposeBag)
        viewModel.notices
            .emit(to: rx.toast)
            .disposed(by: disposeBag)
        self.viewModel = viewModel
    }
    // endregion: show

    // region: leave
    /// The user goes back: the screen's subscriptions and its view model go.
    public func leave() {
        disposeBag = DisposeBag()
        viewModel = nil
        draw("left the screen")
    }
    // endregion: leave

    fileprivate func draw(_ line: String) {
        drawn.append(line)
        onDraw?(line)
    }
}

extension Reactive where Base: SearchScreen {
    public var rows: Binder<[Repository]> {
        Binder(base) { screen, repositories in
            let names = repositories.map { $0.name.replacingOccurrences(of: "acme/", with: "") }
            screen.draw(names.isEmpty ? "rows (0)" : "rows (\(names.count)): \(names.joined(separator: ", "))")
        }
    }

    public var isSpinning: Binder<Bool> {
        Binder(base) { screen, spinning in
            screen.draw(spinning ? "spinner on" : "spinner off")
        }
    }

    public var errorBanner: Binder<String?> {
        Binder(base) { screen, message in
            screen.draw(message.map { "banner: \($0)" } ?? "banner hidden")
        }
    }

    public var toast: Binder<String> {
        Binder(base) { screen, message in
            screen.draw("toast: \(message)")
        }
    }
}
