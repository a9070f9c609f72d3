import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// The Swift that SwiftUI files carry around their views (issue "Paste real SwiftUI files"):
// each construct runs, and prints or lays out what Swift would. Values are printed with
// `print`, which the interpreter formats as Swift does.

/// What a script printed (its last expression is the view laid out).
private func printed(_ source: String) throws -> [String] {
    try run(source + "\nColor.clear").lines
}

@Suite("Swift inside SwiftUI files: models, generics, the standard library")
struct SwiftConstructTests {
    // MARK: Models

    @Test("Structs with methods, mutating methods, static members and computed properties")
    func structs() throws {
        let lines = try printed("""
        struct Counter {
            static let start = 10
            static func make() -> Counter { Counter(value: start) }
            var value: Int
            var doubled: Int { value * 2 }
            mutating func increment(by step: Int = 1) { value += step }
        }
        var counter = Counter.make()
        counter.increment()
        counter.increment(by: 5)
        print(counter.value, counter.doubled, Counter.start)
        let copy = counter
        counter.increment()
        print(copy.value, counter.value)
        """)
        #expect(lines == ["16 32 10", "16 17"])
    }

    @Test("A type alias a type declares is a member of the type: Game.Card(…)")
    func nestedTypeAlias() throws {
        let lines = try printed("""
        struct PlayingCard {
            var content: String
            var isFaceUp = false
        }
        class Game {
            typealias Card = PlayingCard
        }
        let card = Game.Card(content: "🎃", isFaceUp: true)
        print(card.content, card.isFaceUp)
        """)
        #expect(lines == ["🎃 true"])
    }

    @Test("The alias of a generic type's member type, used through its type and bare inside it: CS193p's MemoryGame<String>.Card")
    func genericMemberAlias() throws {
        let lines = try printed("""
        struct MemoryGame<CardContent> {
            struct Card: Identifiable {
                var id: Int
                var content: CardContent
            }
        }
        class EmojiMemoryGame {
            typealias Card = MemoryGame<String>.Card
            static func first() -> Card { Card(id: 1, content: "👻") }
        }
        let card = EmojiMemoryGame.Card(id: 7, content: "🎃")
        let cards: [MemoryGame<String>.Card] = [card, EmojiMemoryGame.first()]
        print(card.content, card.id, cards.map(\\.content))
        """)
        #expect(lines == ["🎃 7 [\"🎃\", \"👻\"]"])
    }

    @Test("File URLs: URL(filePath:) as URL(fileURLWithPath:), appending(path:), appending(component:), appendingPathExtension")
    func fileURLs() throws {
        let lines = try printed("""
        let base = URL(filePath: "/Users/ann/Bottles")
        let bottle = base.appending(path: "Steam").appending(component: "drive_c").appendingPathExtension("bak")
        print(bottle.path, bottle.lastPathComponent, URL(fileURLWithPath: "/tmp").appendingPathComponent("a.txt").pathExtension)
        """)
        #expect(lines == ["/Users/ann/Bottles/Steam/drive_c.bak drive_c.bak txt"])
    }

    @Test("A 'let' declared without a value takes it from its one assignment (Apple's Landmarks load(_:)); a second assignment is refused")
    func deferredLet() throws {
        let lines = try printed("""
        func measure(_ text: String) throws -> Int { text.count }
        func describe(_ flag: Bool) -> String {
            let text: String
            let count: Int
            if flag {
                text = "on"
            } else {
                text = "off"
            }
            do {
                count = try measure(text)
            } catch {
                fatalError("not reached")
            }
            return text + String(count)
        }
        print(describe(true), describe(false))
        """)
        #expect(lines == ["on2 off3"])
        let error = try #require(sourceError("""
        func twice() -> CGFloat {
            let fixed: CGFloat
            fixed = 1
            fixed = 2
            return fixed
        }
        Color.clear.frame(width: twice())
        """))
        #expect(error.diagnostics.map(\.message) == ["cannot assign to 'fixed': it is a 'let' constant"])
        #expect(error.diagnostics.map(\.line) == [4])
    }

    @Test("self.$name is the wrapper's projection, as $name is (checkin's Login, SwiftUI Lab's SquareFixerView); a name the type lacks is refused")
    func selfProjection() throws {
        let source = """
        struct Bar: View {
            @Binding var width: CGFloat
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        struct Panel: View {
            @State private var width: CGFloat = 40
            @State private var on = true
            var body: some View {
                VStack {
                    Bar(width: self.$width)
                    Toggle("Wi-Fi", isOn: self.$on)
                }
            }
        }
        """
        let run = try run(source)
        #expect(run.frames(kind: "frame").map(\.width) == [40])
        #expect(run.frames(kind: "Toggle").count == 1)
        let error = try #require(sourceError("""
        struct Panel: View {
            var body: some View { Toggle("x", isOn: self.$missing) }
        }
        """))
        #expect(error.diagnostics.first?.message == "cannot find '$missing' in scope: only wrapped properties (@State, @Binding, …) have a '$' projection")
    }

    @Test("A framework module's name qualifies the name after it: SwiftUI.Color.red, Swift.String(3) (Backyard Birds' SwiftData.Schema)")
    func moduleQualifiedNames() throws {
        let lines = try printed("""
        print(SwiftUI.Color.red == Color.red, Swift.String(3) + "!")
        """)
        #expect(lines == ["true 3!"])
    }

    @Test("A stored or a computed property holding a closure is called as a method would be")
    func closureProperties() throws {
        let lines = try printed("""
        struct Maker {
            var scale: (Double) -> Double = { $0 * 3 }
            var double: (Double) -> Double { { $0 * 2 } }
        }
        let maker = Maker()
        print(maker.scale(2.5), maker.double(2.5))
        """)
        // The computed one was "'Maker' has no method 'double'" (a `try?` flattened the missing
        // field's optional, and the check meant for it compared a value with nil).
        #expect(lines == ["7.5 5.0"])
    }

    @Test("A closure takes its untyped parameters' and result's types from the function type it is given as")
    func contextualClosureTypes() throws {
        let lines = try printed("""
        let half: (CGFloat) -> CGFloat = { $0 / 2 }
        let quarter: (Double) -> Double = { x in x / 4 }
        let five: () -> CGFloat = { 5 }
        func apply(_ f: (CGFloat) -> CGFloat, to x: CGFloat) -> CGFloat { f(x) }
        print(half(5), quarter(3), five() / 2, apply({ $0 / 2 }, to: 3), [1, 2, 3].map { $0 / 2 })
        """)
        // Swift's answers: the literal 5 given to half is a CGFloat, so 5 / 2 is 2.5 (it was
        // 2, an Int division); an array of Ints mapped by an untyped closure stays Ints.
        #expect(lines == ["2.5 0.75 2.5 1.5 [0, 1, 1]"])
        let frames = try run("""
        let half: (CGFloat) -> CGFloat = { $0 / 2 }
        Color.red.frame(width: half(9), height: half(5))
        """).frames(kind: "frame")
        #expect(frames.map(\.size) == [CGSize(width: 4.5, height: 2.5)])
    }

    @Test("Literals take their context's type through max, min, abs, `as` and assignment: 2.5 as a CGFloat, 2 alone")
    func genericMaxMin() throws {
        let lines = try printed("""
        let alone = max(5 / 2, 1)
        let typed: CGFloat = max(5 / 2, 1)
        let smaller: Double = min(7 / 2, 4, 9)
        print(alone, typed, smaller)
        """)
        #expect(lines == ["2 2.5 3.5"])
        // `as` types its operand; an assignment takes its variable's type; abs is generic too.
        let more = try printed("""
        var spacing: CGFloat = 8
        spacing = 5 / 2
        var count = 8
        count = 5 / 2
        print((5 / 2) as CGFloat, abs(-7 / 2) as Double, abs(-3), spacing, count)
        """)
        #expect(more == ["2.5 3.5 3 2.5 2"])
        // `??`'s default takes the optional's type; `[T](…)` and `[K: V]()` are Array's and
        // Dictionary's initialisers, typed as written.
        let collections = try printed("""
        let width: CGFloat? = nil
        let widths = [CGFloat](repeating: 5, count: 2)
        let table = [String: CGFloat]()
        print(width ?? 5 / 2, widths, table.isEmpty)
        """)
        #expect(collections == ["2.5 [5.0, 5.0] true"])
        let frames = try run("Color.red.frame(width: max(5 / 2, 1), height: min(9 / 2, 10))").frames(kind: "frame")
        #expect(frames.map(\.size) == [CGSize(width: 2.5, height: 4.5)])
    }

    @Test("`+=` on a string or array variable appends in place: 50,000 appends in a loop (issue 14's campaign: each copied the whole string, and it never ended)")
    func appendingInPlace() throws {
        let run = try TracedSourceRun("""
        var s = ""
        var xs: [Int] = []
        for i in 0..<50000 {
            s += "aaaaaaaaaaaaaaaa"
            xs += [i]
        }
        let copy = s
        s += "b"
        Text("\\(s.count) \\(copy.count) \\(xs.count) \\(xs[49999])")
        """)
        // The copy taken before the last append keeps its value: in place, not shared. (A Text's
        // literal groups its Ints' thousands, as SwiftUI's LocalizedStringKey does: LocalizedStringKeyTests.)
        _ = try run.node("800,001 800,000 50,000 49,999")
    }

    @Test("Classes are shared; ObservableObject with @Published; init and deinit-free subclasses")
    func classes() throws {
        let lines = try printed("""
        import Combine
        class Model: ObservableObject {
            @Published var items: [String] = [] {
                didSet { print("never runs at layout") }
            }
            init() { items = ["a", "b"] }
            func add(_ item: String) { items.append(item) }
        }
        final class Store { var count = 0 }
        let model = Model()
        let alias = model
        alias.add("c")
        print(model.items, model === alias)
        let store = Store()
        store.count += 2
        print(store.count)
        """)
        #expect(lines == [#"["a", "b", "c"] true"#, "2"])
    }

    @Test("Enums with raw values, associated values, CaseIterable, methods and switch over self")
    func enums() throws {
        let lines = try printed("""
        enum Tab: String, CaseIterable, Identifiable {
            case home, settings = "gear", profile
            var id: String { rawValue }
            var title: String {
                switch self {
                case .home: "Home"
                case .settings: "Settings"
                case .profile: "Me"
                }
            }
        }
        enum Shape { case circle(radius: Double), square(Double), none }
        func area(_ shape: Shape) -> Double {
            switch shape {
            case let .circle(radius): return radius * radius * 3
            case .square(let side) where side > 0: return side * side
            default: return 0
            }
        }
        print(Tab.allCases.map(\\.title), Tab.settings.rawValue, Tab(rawValue: "gear") == .settings, Tab(rawValue: "x") as Any)
        print(area(.circle(radius: 2)), area(.square(3)), area(.none))
        enum Level: Int, Comparable { case low = 1, mid, high
            static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue } }
        print(Level.mid.rawValue, Level.low < .high)
        """)
        #expect(lines == [#"["Home", "Settings", "Me"] gear true nil"#, "12.0 9.0 0.0", "2 true"])
    }

    @Test("Protocols with extensions give conforming types their default members")
    func protocols() throws {
        let lines = try printed("""
        protocol Named { var name: String { get } }
        extension Named { var greeting: String { "Hello, \\(name)" }; func shout() -> String { name.uppercased() } }
        struct Person: Named, Hashable { let name: String }
        let people: Set<Person> = [Person(name: "Ada"), Person(name: "Ada")]
        print(Person(name: "Ada").greeting, Person(name: "Bo").shout(), people.count, Person(name: "x") is Named)
        """)
        #expect(lines == ["Hello, Ada BO 1 true"])
    }

    @Test("Extensions of String, Array, Color, Font and View add members")
    func extensions() throws {
        let run = try run("""
        extension String { var shouted: String { uppercased() + "!" } }
        extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
        extension Color { static let brand = Color(red: 0.1, green: 0.2, blue: 0.3) }
        extension Font { static let tiny = Font.system(size: 9) }
        extension View { func card() -> some View { padding(10).background(Color.brand) } }
        print("hey".shouted, [1, 2, 3].total())
        Text("A").font(.tiny).card()
        """)
        #expect(run.lines == ["HEY! 6"])
        let text = try #require(run.tree.nodes.first { $0.kind == "Text" })
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" })
        #expect(run.result.frame(of: padding.id)!.width == run.result.frame(of: text.id)!.width + 20)
    }

    // MARK: Generic views and view builders

    @Test("Generic container views: @ViewBuilder closures, stored views, init with @ViewBuilder parameters")
    func genericViews() throws {
        let run = try run("""
        struct Card<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { content().padding(8) }
        }
        struct Boxed<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content.frame(width: 100) }
        }
        struct Titled<Title: View, Body: View>: View {
            @ViewBuilder var title: Title
            @ViewBuilder var detail: Body
            var body: some View { VStack(spacing: 0) { title; detail } }
        }
        #Preview {
            VStack(spacing: 0) {
                Card { Color.red.frame(width: 10, height: 10) }
                Boxed { Color.blue.frame(height: 5) }
                Titled { Color.green.frame(width: 1, height: 1) } detail: { Color.gray.frame(width: 2, height: 2) }
            }
        }
        """)
        #expect(run.result.rootSize == CGSize(width: 100, height: 26 + 5 + 3))
    }

    @Test("@ViewBuilder functions and computed properties, AnyView, Group and some View helpers")
    func viewBuilders() throws {
        let run = try run("""
        struct ContentView: View {
            var showBadge = true
            @ViewBuilder var badge: some View {
                if showBadge { Color.red.frame(width: 5, height: 5) } else { EmptyView() }
            }
            @ViewBuilder func row(_ n: Int) -> some View {
                Color.blue.frame(width: CGFloat(n), height: 1)
                Color.blue.frame(width: CGFloat(n), height: 1)
            }
            func erased() -> AnyView { AnyView(Color.green.frame(width: 3, height: 3)) }
            var body: some View {
                VStack(spacing: 0) { badge; Group { row(7) }; erased() }
            }
        }
        """)
        #expect(run.result.rootSize == CGSize(width: 7, height: 10))
    }

    // MARK: Property wrappers

    @Test("@State, @Binding (and .constant), @StateObject, @ObservedObject hold their values; $ projects bindings")
    func wrappers() throws {
        let run = try run("""
        class Settings: ObservableObject { @Published var width: CGFloat = 30 }
        struct Child: View {
            @Binding var width: CGFloat
            @ObservedObject var settings: Settings
            var body: some View { Color.red.frame(width: width + settings.width, height: 1) }
        }
        struct ContentView: View {
            @State private var width: CGFloat = 10
            @StateObject private var settings = Settings()
            var body: some View {
                VStack(spacing: 0) {
                    Child(width: $width, settings: settings)
                    Child(width: .constant(1), settings: settings)
                }
            }
        }
        """)
        #expect(run.frames(kind: "Color").map(\.width) == [40, 31])
    }

    @Test("@EnvironmentObject comes from .environmentObject; @Observable with .environment(_:) and @Bindable")
    func environmentObjects() throws {
        let run = try run("""
        import Observation
        final class Theme: ObservableObject { let padding: CGFloat = 7 }
        @Observable final class Profile { var name = "Ada" }
        struct Inner: View {
            @EnvironmentObject var theme: Theme
            @Environment(Profile.self) private var profile
            var body: some View { Text(profile.name).padding(theme.padding) }
        }
        struct Editor: View {
            @Bindable var profile: Profile
            var body: some View { Text(profile.name) }
        }
        #Preview {
            let profile = Profile()
            VStack { Inner(); Editor(profile: profile) }
                .environmentObject(Theme())
                .environment(profile)
        }
        """)
        let texts = run.tree.nodes.filter { $0.kind == "Text" }
        #expect(texts.map(\.label) == ["Ada", "Ada"])
        #expect(run.tree.nodes.contains { $0.kind == "padding" && $0.attributes.contains { $0.value.contains("7.0") } })
    }

    @Test("@AppStorage, @SceneStorage and @FocusState hold their defaults; @Namespace is accepted")
    func storageWrappers() throws {
        let run = try run("""
        struct ContentView: View {
            @AppStorage("count") var count = 3
            @SceneStorage("tab") var tab = "home"
            @FocusState var focused: Bool
            @Namespace var namespace
            var body: some View { Text("\\(count) \\(tab) \\(focused)") }
        }
        """)
        #expect(run.tree.nodes.first { $0.kind == "Text" }?.label == "3 home false")
    }

    // MARK: The standard library

    @Test("Tuples, dictionaries, sets, ranges and strides")
    func collections() throws {
        let lines = try printed("""
        let pair = (x: 1, y: "two")
        let (a, b) = pair
        var scores = ["ann": 3, "bob": 5]
        scores["cat"] = 1
        scores["ann", default: 0] += 10
        let letters: Set<String> = ["a", "b", "a"]
        print(pair.x, pair.1, a, b, scores["ann"]!, scores.count, letters.count, letters.contains("b"))
        print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 1.0, through: 2.0, by: 0.5)), (1...3).map { $0 * 2 })
        print(scores.keys.sorted(), scores.values.reduce(0, +), (0..<5).contains(4), (0..<5).count)
        """)
        #expect(lines == ["1 two 1 two 13 3 2 true", "[0, 3, 6, 9] [1.0, 1.5, 2.0] [2, 4, 6]", #"["ann", "bob", "cat"] 19 true 5"#])
    }

    @Test("A string inside an array, an Optional or String(reflecting:) is escaped as Swift escapes it: quotes, backslashes, control characters, NUL")
    func debugDescribedStrings() throws {
        let lines = try printed(#"""
        let s = "a\"b\\c\nd\te\u{7}f\0g é 🙂"
        print([s])
        print(String(reflecting: s))
        let o: String? = s
        print(o as Any)
        """#)
        // What Swift itself prints for the same string.
        let s = "a\"b\\c\nd\te\u{7}f\0g é 🙂"
        #expect(lines == ["[\(s.debugDescription)]", String(reflecting: s), "Optional(\(s.debugDescription))"])
    }

    @Test("Optional(x), Optional.some(x) and Optional<T>.none make optionals as Swift does (its output for the same lines, Swift 6.3)")
    func optionalInitialisers() throws {
        let lines = try printed("""
        let s = Optional("hi")
        let n = Optional(3)
        print(s as Any, n.map { $0 * 2 } as Any, s ?? "none", Optional.some(4) as Any)
        let none: Int? = nil
        print(Optional(none) as Any, Optional<Int>.none as Any)
        print(Optional(none) == nil)
        """)
        #expect(lines == [#"Optional("hi") Optional(6) hi Optional(4)"#, "Optional(nil) nil", "false"])
    }

    @Test("Optionals: chaining, if let, guard let, map, flatMap, ?? and !")
    func optionals() throws {
        let lines = try printed("""
        struct User { var nickname: String? }
        let users = [User(nickname: "kit"), User(nickname: nil)]
        func label(_ user: User?) -> String {
            guard let user, let name = user.nickname else { return "anon" }
            return name
        }
        let first = users.first?.nickname?.uppercased()
        print(first ?? "-", users.last?.nickname as Any, label(users[0]), label(users[1]), label(nil))
        print(first.map { $0.count } as Any, users[1].nickname.flatMap { Int($0) } as Any, Int("42")! + 1)
        if let n = Int("7"), n > 5 { print("big", n) }
        """)
        #expect(lines == ["KIT nil kit anon anon", "Optional(3) nil 43", "big 7"])
    }

    @Test("Sequences: enumerated, zip, reversed, sorted, filter, map, compactMap, reduce, prefix, suffix, first(where:), contains, lazy")
    func sequences() throws {
        let lines = try printed("""
        let numbers = [5, 3, 8, 1]
        for (index, value) in numbers.enumerated() where index < 2 { print(index, value) }
        print(Array(zip(["a", "b"], [1, 2])).map { "\\($0)\\($1)" }, numbers.reversed(), numbers.sorted(), numbers.sorted(by: >))
        print(numbers.filter { $0 > 2 }, ["1", "x", "3"].compactMap { Int($0) }, numbers.reduce(0, +), numbers.prefix(2), numbers.suffix(1))
        print(numbers.first(where: { $0 > 4 }) as Any, numbers.contains(8), numbers.lazy.map { $0 * 10 }.filter { $0 > 40 }, numbers.min()!, numbers.max()!)
        print(numbers.shuffled().count, numbers.allSatisfy { $0 > 0 }, numbers.firstIndex(of: 8) as Any)
        """)
        #expect(lines == [
            "0 5", "1 3",
            #"["a1", "b2"] [1, 8, 3, 5] [1, 3, 5, 8] [8, 5, 3, 1]"#,
            "[5, 3, 8] [1, 3] 17 [5, 3] [1]",
            "Optional(5) true [50, 80] 1 8",
            "4 true Optional(2)",
        ])
    }

    @Test("Shuffled and random values are the same every run (a seeded generator)")
    func determinism() throws {
        let source = "print([1, 2, 3, 4, 5].shuffled(), Int.random(in: 0..<100), Double.random(in: 0...1) < 1, UUID().uuidString)"
        let first = try printed(source), second = try printed(source)
        #expect(first == second)
        #expect(first[0].hasSuffix("00000000-0000-4000-8000-000000000001"))
    }

    @Test("String interpolation with specifier: and format:, Text(_:format:), formatted()")
    func formatting() throws {
        let run = try run("""
        let ratio = 0.756
        let big = 1234567.891
        print("\\(ratio, specifier: "%.1f") \\(Int(3), specifier: "%03d") \\(big.formatted()) \\(ratio.formatted(.percent))")
        print("\\(ratio, format: .percent.precision(.fractionLength(1))) \\(12.5.formatted(.currency(code: "USD")))")
        Text(ratio, format: .percent)
        """)
        #expect(run.lines == ["0.8 003 1,234,567.891 75.6%", "75.6% $12.50"])
        #expect(run.tree.nodes.first { $0.kind == "Text" }?.label == "75.6%")
    }

    @Test("Date() is a fixed moment: 9:41 on 1 January 2024 UTC")
    func dates() throws {
        let run = try run("""
        let now = Date()
        print(now == Date.now, now.timeIntervalSince1970)
        print(now.formatted(), now.formatted(date: .abbreviated, time: .omitted), now.formatted(date: .omitted, time: .shortened))
        VStack {
            Text(now, style: .date)
            Text(now, style: .time)
        }
        """)
        // As on iOS 17 and later, a narrow no-break space separates the time from AM.
        #expect(run.lines == ["true 1704102060.0", "1/1/2024, 9:41\u{202F}AM Jan 1, 2024 9:41\u{202F}AM"])
        #expect(run.tree.nodes.filter { $0.kind == "Text" }.compactMap(\.label) == ["January 1, 2024", "9:41\u{202F}AM"])
    }

    @Test("Type.init as a function takes its labels from the initialiser; .zero before its type is known; split(separator:)")
    func functionReferencesAndLateTypes() throws {
        let lines = try printed("""
        struct Photo { let id: Int; var title = "untitled" }
        struct Pair { let a: Int; let b: Int; init(first: Int, second: Int) { a = first; b = second } }
        let photos = (1...3).map(Photo.init)
        print(photos.map(\\.id), photos[0].title)
        print(zip([1, 2], [10, 20]).map(Pair.init).map { $0.a + $0.b })
        let sizes = [CGSize(width: 3, height: 1), CGSize(width: 2, height: 5)]
        let biggest = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        print(biggest.width, biggest.height)
        print([true, true, false, true, false, false].split(separator: false).map(\\.count))
        print([1, 0, 2, 0, 0, 3].split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(\\.count))
        """)
        #expect(lines == ["[1, 2, 3] untitled", "[11, 22]", "3.0 5.0", "[2, 1]", "[1, 4]"])
    }

    @Test("Loops: for-in with where and case patterns, while, repeat-while, break and continue with labels")
    func loops() throws {
        let lines = try printed("""
        var total = 0
        outer: for i in 0..<5 {
            for j in 0..<5 {
                if j > i { continue outer }
                if i == 4 { break outer }
                total += j
            }
        }
        var n = 0
        while n < 3 { n += 1 }
        repeat { n *= 2 } while n < 20
        let values: [Int?] = [1, nil, 3]
        for case let value? in values { total += value * 100 }
        print(total, n)
        """)
        #expect(lines == ["410 24"])
    }

    @Test("assert, precondition and fatalError that fail are located errors, not crashes")
    func assertions() throws {
        for call in ["assert(1 > 2, \"impossible\")", "precondition(false)", "fatalError(\"stop\")"] {
            let error = try #require(sourceError("\(call)\nColor.red"))
            #expect(error.diagnostics.first?.line == 1, "\(call)")
            #expect(error.description.contains("error:"), "\(call)")
        }
    }

    @Test("#if os(iOS), DEBUG and canImport(UIKit) are compiled as on an iPhone; #available holds")
    func directives() throws {
        let lines = try printed("""
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = "macOS"
        #endif
        #if DEBUG && canImport(UIKit)
        let build = "debug"
        #else
        let build = "release"
        #endif
        if #available(iOS 17, *) { print(platform, build) } else { print("old") }
        """)
        #expect(lines == ["iOS debug"])
    }

    @Test("Imports of other frameworks are accepted; a type they provide that LayoutLab does not model is named")
    func frameworks() throws {
        let error = try #require(sourceError("""
        import SwiftUI
        import Lottie
        LottieView(animation: .named("confetti"))
        """))
        #expect(error.description.contains("'LottieView' is not a view or type LayoutLab models"))
    }

    @Test("Code that does not matter to layout runs as a no-op: persistence, dispatch, timers, logging")
    func inert() throws {
        let lines = try printed("""
        class Store {
            var items: [String] = []
            init() {
                if let data = UserDefaults.standard.data(forKey: "items"),
                   let decoded = try? JSONDecoder().decode([String].self, from: data) {
                    items = decoded
                }
                DispatchQueue.main.async { print("never") }
                UserDefaults.standard.set(3, forKey: "x")
            }
        }
        print(Store().items.isEmpty)
        """)
        #expect(lines == ["true"])
    }

    @Test("UIScreen.main.bounds is the device laid out on")
    func screen() throws {
        let run = try run("Color.red.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.scale)")
        #expect(run.result.rootSize == CGSize(width: 134, height: 3))
    }

    // MARK: Shapes and drawing

    @Test("A Shape declared in the file takes its proposal, as Rectangle does, under its own name")
    func customShape() throws {
        let run = try run("""
        struct Bubble: Shape {
            func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 8) }
        }
        Bubble().fill(.blue).frame(width: 40, height: 20)
        """)
        let bubble = try #require(run.tree.nodes.first { $0.kind == "Bubble" })
        #expect(run.result.frame(of: bubble.id)?.size == CGSize(width: 40, height: 20))
    }

    @Test("Drawing, interaction, accessibility and presentation modifiers are accepted with no warning and recorded")
    func acceptedModifiers() throws {
        let run = try run("""
        Text("Hi")
            .foregroundStyle(.blue.gradient)
            .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
            .clipShape(.rect(cornerRadius: 8))
            .background(.ultraThinMaterial, in: Capsule())
            .onTapGesture { print("never") }
            .onAppear { print("appeared") }
            .task { print("task") }
            .animation(.easeInOut(duration: 0.2), value: 1)
            .transition(.scale)
            .sheet(isPresented: .constant(false)) { Text("sheet") }
            .alert("A", isPresented: .constant(false)) { }
            .tint(.pink)
            .disabled(true)
            .accessibilityLabel("greeting")
            .accessibilityHint("hint")
            .id(1)
            .contentShape(Rectangle())
            .allowsHitTesting(false)
            .redacted(reason: .placeholder)
        """)
        #expect(run.warnings.isEmpty)
        // onAppear and task run once after the first layout (issue 33, rule 6); the others never.
        #expect(run.lines == ["appeared", "task"])
        let names = Set(run.tree.nodes.flatMap(\.attributes).map(\.name))
        for name in ["shadow", "clipShape", "onTapGesture", "animation", "sheet", "accessibilityLabel", "redacted"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(run.tree.nodes.first { $0.kind == "Text" } != nil)
    }
}
