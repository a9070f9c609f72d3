// A sign-in screen: text fields take the proposed width and one line of their font; a
// TextEditor takes all the space it is offered (spec §22.4).
//
//     layoutlab run Examples/containers/text-fields.swift

struct SignInView: View {
    @State private var email = ""
    @State private var password = "hunter22"
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sign in").font(.largeTitle.bold())
            TextField("Email", text: $email, prompt: Text("name@example.com"))
                .textContentType(.emailAddress)
                .padding(12)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
            SecureField("Password", text: $password)
                .padding(12)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
            Text("Note for the administrator").font(.footnote)
            TextEditor(text: $note)
                .frame(height: 120)
                .border(.secondary)
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

#Preview {
    SignInView()
}
