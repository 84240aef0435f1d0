import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings before `watch` switched it to reading single keys, restored on
/// every way out: `q`, the end of the program, and Ctrl-C (a signal handler cannot capture
/// context, so they live here).
private var savedTerminal: termios?

private func restoreTerminal() {
    guard var saved = savedTerminal else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    savedTerminal = nil
}

extension ExerciseCommands {
    static let watchKeys = "keys: h next hint, l list, n next exercise, q quit"

    /// `watch`: checks the exercise whose file changed, each time a file under Exercises/Sources
    /// changes; first the next unsolved one. In a terminal it reads single keys (h, l, n, q);
    /// otherwise (output piped to a file, no keyboard) it prints line by line until stopped.
    static func watch(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        if let status = handleOptions(arguments, usage: "usage: swift run rxbook watch\n  checks an exercise each time you save it; in a terminal, \(watchKeys)") { return status }
        guard arguments.isEmpty else {
            Console.complain("`watch` takes no arguments")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        // Each line reaches a file or a pipe as it is printed, not when a buffer fills.
        setvbuf(stdout, nil, _IOLBF, 0)
        let keyboard = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if keyboard { enterKeyMode() }
        defer { restoreTerminal() }

        func stamps() -> [String: Date] {
            var result: [String: Date] = [:]
            for exercise in workbook.exercises {
                let path = workspace.root.appendingPathComponent(exercise.file).path
                if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                    result[exercise.id] = date
                }
            }
            return result
        }
        var last = stamps()
        var current = workbook.next
        Console.say("Watching Exercises/Sources for changes (\(keyboard ? watchKeys : "Ctrl-C stops")).")
        if let current {
            _ = check([current.id], workspace, context: .watch)
        } else {
            Console.say("Every exercise is solved; saving any exercise's file checks it again.")
        }
        while true {
            if keyboard, let key = readKey(waitingSeconds: 1) {
                switch key {
                case "q", "Q":
                    return 0
                case "h", "H":
                    Console.say("")
                    _ = hint(current.map { [$0.id] } ?? [], workspace)
                case "l", "L":
                    Console.say("")
                    Console.say(listLines(workbook).joined(separator: "\n"))
                case "n", "N":
                    // The next unsolved exercise after the current one, in book order, round to the start.
                    let after = workbook.exercises.drop { $0.id != current?.id }.dropFirst()
                    let candidates = Array(after) + workbook.exercises
                    if let next = candidates.first(where: { !workbook.isSolved($0) && $0.id != current?.id }) {
                        current = next
                        Console.say("\nExercise \(next.id), \(next.title): \(next.file)")
                        _ = check([next.id], workspace, context: .watch)
                    } else {
                        Console.say("\nNo other exercise is unsolved.")
                    }
                default:
                    Console.say("(\(watchKeys))")
                }
                continue
            } else if !keyboard {
                Thread.sleep(forTimeInterval: 1)
            }
            let now = stamps()
            let changed = now.filter { last[$0.key] != $0.value }.map(\.key).sorted()
            last = now
            guard let id = changed.first, let exercise = workbook.exercise(id) else { continue }
            current = exercise
            Console.say("\n\(id) changed:")
            _ = check([id], workspace, context: .watch)
            last = stamps()
        }
    }

    /// Switches the terminal to reading one key at a time without echo, keeping Ctrl-C, and
    /// arranges for it to be restored on exit and on Ctrl-C.
    private static func enterKeyMode() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        savedTerminal = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        atexit { restoreTerminal() }
        for stopping in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(stopping) { number in
                restoreTerminal()
                _exit(128 + number)
            }
        }
    }

    /// One key from the keyboard, or nil when none came within `waitingSeconds`.
    private static func readKey(waitingSeconds: Double) -> Character? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(waitingSeconds * 1000)) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else {
            // The keyboard is gone (end of input): wait as without one.
            Thread.sleep(forTimeInterval: waitingSeconds)
            return nil
        }
        return Character(UnicodeScalar(byte))
    }
}
