import SwiftUI

// A calculator keypad: a Grid of round keys where "0" spans two columns, keys sized from the
// screen width.

enum Key: String, Hashable {
    case clear = "AC", sign = "±", percent = "%", divide = "÷"
    case seven = "7", eight = "8", nine = "9", multiply = "×"
    case four = "4", five = "5", six = "6", subtract = "−"
    case one = "1", two = "2", three = "3", add = "+"
    case zero = "0", decimal = ".", equals = "="

    var isOperator: Bool { [.divide, .multiply, .subtract, .add, .equals].contains(self) }
}

struct Keypad: View {
    let rows: [[Key]] = [
        [.clear, .sign, .percent, .divide],
        [.seven, .eight, .nine, .multiply],
        [.four, .five, .six, .subtract],
        [.one, .two, .three, .add],
        [.zero, .decimal, .equals],
    ]
    let spacing: CGFloat = 12

    private var keySize: CGFloat { (UIScreen.main.bounds.width - 5 * spacing) / 4 }

    var body: some View {
        Grid(horizontalSpacing: spacing, verticalSpacing: spacing) {
            ForEach(rows, id: \.self) { row in
                GridRow {
                    ForEach(row, id: \.self) { key in
                        Capsule()
                            .fill(key.isOperator ? Color.orange : Color(.darkGray))
                            .frame(width: key == .zero ? keySize * 2 + spacing : keySize, height: keySize)
                            .gridCellColumns(key == .zero ? 2 : 1)
                    }
                }
            }
        }
    }
}

#Preview {
    Keypad()
}
