import TintypeSupport

extension JobFile {
    /// The commands a job may run, by the name its `job` key gives.
    package enum Command: String, CaseIterable, Sendable {
        /// `tintype batch`: a folder of icons in every state, scale and appearance.
        case batch
        /// `tintype appicon`: the app icons of every platform from one master.
        case appicon
        /// `tintype splash`: the launch screens of iOS, Android and the web from one logo.
        case splash

        /// The command's keys, in its order.
        package var keys: [Key] {
            switch self {
            case .batch: BatchJob.fields.map(\.key)
            case .appicon: AppIconJob.fields.map(\.key)
            case .splash: SplashJob.fields.map(\.key)
            }
        }
    }

    /// The key `name` (an option's long name without `--`) of `command`.
    package static func key(_ name: String, of command: Command) -> Key? { command.keys.first { $0.name == name } }

    /// One job of a job file: a batch or an app icon set, with its choices checked.
    public struct Job: Sendable {
        /// What the job makes.
        package enum Work: Sendable {
            /// A batch of a folder of icons.
            case batch(BatchJob)
            /// App icons from a master, or a folder of masters.
            case appIcon(AppIconJob)
            /// Launch screens from a logo.
            case splash(SplashJob)
        }

        /// Its place in the file (`jobs[1]`): what its problems are named by; empty for a
        /// job made from a command line.
        public let keyPath: String
        /// What it makes.
        package var work: Work

        /// A job of `work`, at `keyPath` in its file.
        package init(keyPath: String = "", work: Work) {
            self.keyPath = keyPath
            self.work = work
        }

        /// The command it runs: `batch`, `appicon` or `splash`.
        public var command: String {
            switch work {
            case .batch: Command.batch.rawValue
            case .appIcon: Command.appicon.rawValue
            case .splash: Command.splash.rawValue
            }
        }

        /// The folder it writes into, its path resolved from the job file's folder.
        public var output: String {
            switch work {
            case .batch(let job): job.output
            case .appIcon(let job): job.run.output
            case .splash(let job): job.run.output
            }
        }

        /// What keeps the job's keys, each valid alone, from working together (a batch's item
        /// smaller than its icon box, a limit out of range): checked once they are all set, from
        /// a job file or a command line.
        package var problem: Problem? {
            switch work {
            case .batch(let job):
                do { _ = try job.options() } catch { return error }
                return nil
            case .appIcon(let job):
                return job.limits.problem.map { Problem(key: $0.key, reason: $0.reason) }
            case .splash(let job):
                if let problem = job.limits.problem { return Problem(key: problem.key, reason: problem.reason) }
                guard LaunchScreenRun.isStyleName(job.run.postSplashTheme) else {
                    return Problem(key: "post-splash-theme", reason: "\(LaunchScreenRun.Refusal.themeName(job.run.postSplashTheme))")
                }
                return nil
            }
        }

        /// The job `entry` describes, or every problem with it, each under `keyPath`.
        static func read(_ entry: JSONValue, keyPath: String, reader: Reader) -> Result<Job, Invalid> {
            func failure(_ problems: [Problem]) -> Result<Job, Invalid> {
                .failure(Invalid(file: "", problems: problems.map { $0.under(keyPath) }))
            }
            guard case .object(let fields) = entry else { return failure([Problem(key: "", reason: "expected an object")]) }
            let names = Command.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .string(let name)? = fields["job"], let command = Command(rawValue: name) else {
                return failure([Problem(key: "job", reason: "expected one of \(names)")])
            }
            var problems: [Problem] = []
            let work: Work
            switch command {
            case .batch:
                var job = BatchJob(iconFolder: "", output: "")
                problems = reader.set(BatchJob.fields, from: fields, into: &job, command: name)
                work = .batch(job)
            case .appicon:
                var job = AppIconJob(source: "", output: "")
                problems = reader.set(AppIconJob.fields, from: fields, into: &job, command: name)
                work = .appIcon(job)
            case .splash:
                var job = SplashJob(source: "", output: "")
                problems = reader.set(SplashJob.fields, from: fields, into: &job, command: name)
                work = .splash(job)
            }
            if problems.isEmpty, let problem = Job(work: work).problem { problems.append(problem) }
            return problems.isEmpty ? .success(Job(keyPath: keyPath, work: work)) : failure(problems)
        }
    }
}
