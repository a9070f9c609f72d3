// Seed 002 (002_1a1c7da5ce70d285.txt), "ColorとSpacerからなるHStack": between a Text and a
// Color the Spacer shrinks to its minimum, 8, and the Color takes the rest.

HStack {
Text("Hello")
.border(.red)
Spacer()
Color.blue
}
.frame(width: 300, height: 100)
.border(.green)
