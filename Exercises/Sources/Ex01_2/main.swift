// The checks of exercise 01.2. Run them with: swift run rxbook check 01.2
import ExerciseKit
import RxReading

ExerciseCheck.run("01.2", "a checker for the event grammar") { check in
    let boom = ExerciseError("boom")
    try check.equal(obeysGrammar([Event<Int>]()), true, "an empty history is legal (nothing happened yet)")
    try check.equal(obeysGrammar([Event<Int>.next(1), .next(2)]), true,
                    "elements with no terminal event are legal: the sequence simply has not ended")
    try check.equal(obeysGrammar([Event<Int>.next(1), .next(2), .completed]), true,
                    "elements then one completed are legal")
    try check.equal(obeysGrammar([Event<Int>.error(boom)]), true, "a lone error is legal")
    try check.equal(obeysGrammar([Event<Int>.next(1), .completed, .next(2)]), false,
                    "an element after completed breaks the grammar")
    try check.equal(obeysGrammar([Event<Int>.error(boom), .completed]), false,
                    "two terminal events (error, then completed) break the grammar")
    try check.equal(obeysGrammar([Event<String>.completed, .completed]), false,
                    "completed twice breaks the grammar")
    try check.equal(obeysGrammar([Event<String>.next("a"), .error(boom), .next("b"), .completed]), false,
                    "anything after an error breaks the grammar")
}
