// Seed 003 (003_1b560a8f738ab767.txt), "本題": SampleView3 keeps the count outside the
// ViewThatFits and passes a @Binding. Run with --root SampleView3. The tap gesture's closure
// is kept, never run.

struct SampleView3: View {

    @State var count = 0

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("カウンターだよ!")
                    .font(.title)

                CounterView(count: $count)
            }
            .frame(minWidth: 380)

            VStack {
                Text("カウンターだよ!")
                    .font(.title)
                    .onTapGesture {
                      print(type(of: self.body))
                    }

                CounterView(count: $count)
            }
        }
        
    }
}

struct CounterView: View {

    @Binding var count: Int

    var body: some View {
        Button {
            count += 1
        } label: {
            Text(count.description)
                .font(.title)
        }
    }
}
